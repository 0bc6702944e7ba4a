"""OpenAPI description of the Bearer API key scheme (imported once in AppConfig.ready)."""

from drf_spectacular.extensions import OpenApiAuthenticationExtension


class ApiKeyAuthenticationScheme(OpenApiAuthenticationExtension):
    target_class = "coda_console.auth.ApiKeyAuthentication"
    name = "bearerAuth"

    def get_security_definition(self, auto_schema):
        return {
            "type": "http",
            "scheme": "bearer",
            "description": "A bot API key: `Authorization: Bearer <key>` (manage.py create_api_key).",
        }
