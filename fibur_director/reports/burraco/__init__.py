"""Burraco's printed forms and workbook: its book (``book.py``), the score sheets, seating list and poster,
standings, results and sanctions listings, the federation report and the workbook. Registered in
``reports.games`` (its forms, ``forms.py``); nothing here imports the Tarot's forms (an import contract says so)."""
