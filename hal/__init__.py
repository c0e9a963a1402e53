"""Hardware abstraction: the ports the kiosk reads, and their real adapters.

Hardware threads only enqueue frozen events (``hal.events``) on one queue; the
kiosk's main loop drains it.
"""
