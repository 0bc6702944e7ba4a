"""The context bundle: the ONE prompt-assembly path (docs/context.md): wiki, memory and knowledge."""
