"""Burraco's pages at the desk: score entry (``score_entry_page.py``) and sanctions (``sanctions_page.py``). The
main window builds them for a burraco tournament (``MainWindow._page``); nothing here imports the Tarot's pages
(an import contract says so)."""
