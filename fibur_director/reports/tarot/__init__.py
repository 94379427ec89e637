"""Sicilian Tarot's printed forms and workbook: its book (``book.py``), the Scheda di Turno, the Schema
Riassuntivo and the standings (``sheets.py``), the workbook and CSV files (``workbook.py``). Registered in
``reports.games`` (its forms, ``forms.py``); nothing here imports burraco's forms (an import contract says so)."""
