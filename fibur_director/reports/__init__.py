"""PDF, Excel and CSV output from domain models (through ``Book``); never imports Qt, the database or services.

Importing the package registers every game's forms (``reports/games.py``, the layer's dispatch module), so the
command line and the services find them (``reports.parts.forms_of``).
"""

from fibur_director.reports import games as _games  # noqa: F401  (registers the games' forms)
