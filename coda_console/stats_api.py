"""`GET /api/v1/clients/{id}/stats` — numbers on demand over the event log (docs/context.md).

The numbers come from `coda_console.eventstats`; this view only validates, reads one bounded window
of events through the selector and shapes the answer.
"""

import datetime as dt

from django.utils import timezone
from drf_spectacular.utils import OpenApiParameter, extend_schema, extend_schema_serializer
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from coda_console import eventstats, selectors
from coda_console.api import ERRORS, client_from_request
from coda_console.errors import ApiError

VALID_METRICS = ", ".join(eventstats.METRICS)


class StatsQuery(serializers.Serializer):
    metric = serializers.CharField(max_length=40)
    by = serializers.CharField(max_length=10, required=False, default="day")
    to = serializers.DateField(required=False, input_formats=["%Y-%m-%d"])
    where = serializers.CharField(max_length=200, required=False, allow_blank=True, default="")
    area = serializers.CharField(max_length=60, required=False, allow_blank=True, default="")

    def validate_metric(self, value: str) -> str:
        if value not in eventstats.METRICS:
            raise serializers.ValidationError(f"Unknown metric {value!r}; valid: {VALID_METRICS}.")
        return value

    def validate_by(self, value: str) -> str:
        if value != "day":
            raise serializers.ValidationError("Only by=day is supported.")
        return value


# `from` is a Python keyword: declared outside the class body.
StatsQuery._declared_fields["from"] = serializers.DateField(required=False, input_formats=["%Y-%m-%d"])


@extend_schema_serializer(component_name="StatsOutput")
class StatsOutput(serializers.Serializer):
    class DayOutput(serializers.Serializer):
        date = serializers.DateField()
        value = serializers.FloatField()
        n = serializers.IntegerField(help_text="Events that made the day's value.")

    class SummaryOutput(serializers.Serializer):
        days = serializers.IntegerField()
        mean = serializers.FloatField(allow_null=True)
        min = serializers.FloatField(allow_null=True)
        max = serializers.FloatField(allow_null=True)
        total = serializers.FloatField(allow_null=True)

    metric = serializers.CharField()
    unit = serializers.CharField()
    by = serializers.CharField()
    timezone = serializers.CharField()
    area = serializers.CharField(allow_blank=True)
    where = serializers.ListField(child=serializers.CharField())
    days = DayOutput(many=True)
    summary = SummaryOutput()
    to = serializers.DateField()


StatsOutput._declared_fields["from"] = serializers.DateField()


def _problem(error: eventstats.StatsError) -> ApiError:
    return ApiError(error.message, details=[{"field": error.field, "message": error.message}])


class StatsApi(APIView):
    @extend_schema(
        operation_id="client_stats",
        parameters=[
            OpenApiParameter(
                "metric", str, required=True, enum=list(eventstats.METRICS), description="What to count."
            ),
            OpenApiParameter("by", str, enum=["day"], description="Grouping: client-local day (default)."),
            OpenApiParameter(
                "from", dt.date, description="First client-local day (default: `to` − 27 days)."
            ),
            OpenApiParameter("to", dt.date, description="Last client-local day (default: today)."),
            OpenApiParameter(
                "where",
                str,
                description="Days on which other metrics hold, e.g. `rpe<=7` or `rpe<=7,sleep_hours>=7` "
                "(ops <=, >=, <, >, =; all must hold).",
            ),
            OpenApiParameter("area", str, description="soreness only: one body area, e.g. `left wrist`."),
        ],
        responses={200: StatsOutput, **ERRORS},
    )
    def get(self, request: Request, external_id: str) -> Response:
        client = client_from_request(request, external_id)
        query = StatsQuery(data=request.query_params)
        query.is_valid(raise_exception=True)
        values = query.validated_data
        tz = client.tz
        try:
            start, end = eventstats.window(
                start=values.get("from"), end=values.get("to"), today=timezone.now().astimezone(tz).date()
            )
            conditions = eventstats.parse_conditions(values["where"])
        except eventstats.StatsError as error:
            raise _problem(error) from error
        metric = values["metric"]
        events = selectors.events_of_kinds(
            client,
            kinds=eventstats.kinds_for(metric, conditions),
            start=dt.datetime.combine(start, dt.time.min, tzinfo=tz),
            end=dt.datetime.combine(end + dt.timedelta(days=1), dt.time.min, tzinfo=tz),
        )
        days = eventstats.daily(
            metric, events, tz, start=start, end=end, where=conditions, area=values["area"]
        )
        body = {
            "metric": metric,
            "unit": eventstats.METRICS[metric].unit,
            "by": "day",
            "from": start,
            "to": end,
            "timezone": client.timezone,
            "area": values["area"],
            "where": [str(c) for c in conditions],
            "days": [{"date": d.date, "value": d.value, "n": d.n} for d in days],
            "summary": eventstats.summary(days),
        }
        return Response(StatsOutput(body).data)
