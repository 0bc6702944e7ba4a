"""The weekly wiki lint: the checks, and the runs that store reports and queue questions."""
