"""The games the desk runs, one package each (issue 24): burraco (pairs, teams, individual, giallo) and Sicilian
Tarot. The shared program asks a tournament's game (``registry.game_of``) instead of testing its kind; what
differs between games lives behind ``base.Game``. docs/architecture.md, "One game, one place", says what a game
provides and what stays shared."""
