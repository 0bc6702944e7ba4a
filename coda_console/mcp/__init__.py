"""The MCP server (docs/bots.md "MCP"): the REST operations as tools, over streamable HTTP and stdio."""
