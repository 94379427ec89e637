"""Use cases, one database transaction each (tournament workflow).

Importing the package registers every game's part of the services (``services/games.py``, the layer's dispatch
module), so whichever service runs first finds them (``services.parts.store_of``).
"""

from fibur_director.services import games as _games  # noqa: F401  (registers the games' stores)
