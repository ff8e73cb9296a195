"""Messages as data: the params' values (values.py), one renderer (render.py) and one table of
templates per language (en.py: the types' own English tables; es.py: Spanish)."""
