"""Sicilian Tarot's pages at the desk: the turn sheets' page (``page.py``) and its grid (``sheet.py``). The main
window builds the page for a Tarot tournament (``MainWindow._page``); nothing here imports burraco's pages (an
import contract says so)."""
