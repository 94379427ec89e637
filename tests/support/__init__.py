"""Helpers the tests share that are not fixtures: builders, hooks, children run in other processes."""
