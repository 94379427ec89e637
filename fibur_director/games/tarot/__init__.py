"""Sicilian Tarot individual tournaments (TAROT; DIGEST §8)."""
