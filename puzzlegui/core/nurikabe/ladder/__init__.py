"""The Nurikabe hint ladder: the rules a person can follow, easiest first (rungs.py), each
finding `Step`s (step.py); the trials and island cases of its top rungs (trials.py, cases.py);
the work a game's hints carry from press to press (handover.py); the CPU allowance of one
hint's costly rungs (meter.py). It stands on the engine (engine/) and borrows the solver's
rules for its strongest trial."""
