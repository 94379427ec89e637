"""The Sicilian Tarot's own tables (issue 36): its turn sheets' deals."""
