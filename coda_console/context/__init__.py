"""The context bundle: the ONE prompt-assembly path (DESIGN §7), composing wiki, memory and knowledge."""
