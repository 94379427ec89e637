"""Sicilian Tarot's own services at the desk: the first-round draw and the turn sheets (``turn_sheets.py``).
What the shared services ask of every game (the proposal, the table list, the board) is in their registries,
keyed by the game's id; burraco's services are the shared ones' burraco entries and ``results.py``."""
