"""The services' refusals. Apart from ``actions`` so that the modules the write path is built on can refuse
too without importing it back."""

from __future__ import annotations

from fibur_director.domain.errors import FiburError


class ServiceError(FiburError, ValueError):
    """A refused user action: nothing was changed."""
