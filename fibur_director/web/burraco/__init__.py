"""Burraco's live pages: what each shows (``pages.py``; the templates are ``web/templates/burraco/``). Registered
in ``web.games``; nothing here imports the Tarot's pages (an import contract says so)."""
