"""What asks for the coach's attention: safety alerts and their roll-ups, resolving alerts, the
question queue, the Today page's data, and the outbox events announcing them.
"""
