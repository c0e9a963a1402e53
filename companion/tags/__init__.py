"""Tags on game components: which tag UID is which chip or card (the registry),
the lists of components in each box, and the walk that teaches them."""
