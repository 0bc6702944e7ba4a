"""The understanding scenarios (main.py, heldout.py), their vocabulary (spec.py), checks and runner."""
