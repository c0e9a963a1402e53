"""Simulated hardware: the same ports as ``hal``, driven by keyboard, touch or a script.

The simulated button panel drives the real gpiozero adapter on gpiozero's
``MockFactory``; the simulated reader speaks the real wire protocol over a pty.
"""
