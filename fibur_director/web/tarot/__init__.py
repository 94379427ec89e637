"""Sicilian Tarot's live pages: what each shows (``pages.py``; the templates are ``web/templates/tarot/``).
Registered in ``web.games``; nothing here imports burraco's pages (an import contract says so)."""
