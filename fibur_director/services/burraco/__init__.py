"""Burraco's own services: its part of what the shared services ask (``store.py``) and its printed forms' book."""
