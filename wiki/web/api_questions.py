"""Bot endpoints of the question queue and the weekly lint."""

from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema, extend_schema_serializer
from rest_framework import serializers, status
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from coda_console.actors import request_ip
from coda_console.api import ERRORS, client_from_request
from coda_console.auth import bot_key
from coda_console.errors import NotFound
from wiki.inbox import questions
from wiki.models import Question
from wiki.selectors import question_for_tenant


class QuestionOutput(serializers.ModelSerializer):
    class Meta:
        model = Question
        fields = ["id", "text", "options", "page", "status", "asked_at", "answered_at", "answer"]


class QuestionNextApi(APIView):
    class Query(serializers.Serializer):
        moment = serializers.ChoiceField(choices=questions.MOMENTS)

    @extend_schema(
        operation_id="questions_next",
        parameters=[OpenApiParameter("moment", str, required=True, enum=list(questions.MOMENTS))],
        responses={200: QuestionOutput, 204: OpenApiResponse(description="Nothing to ask today."), **ERRORS},
        description="At most one question per client per local day; the question returned is marked asked.",
    )
    def get(self, request: Request, external_id: str) -> Response:
        client = client_from_request(request, external_id)
        query = self.Query(data=request.query_params)
        query.is_valid(raise_exception=True)
        question = questions.question_next(client=client, moment=query.validated_data["moment"])
        if question is None:
            return Response(status=status.HTTP_204_NO_CONTENT)
        return Response(QuestionOutput(question).data)


class QuestionAnswerApi(APIView):
    @extend_schema_serializer(component_name="QuestionAnswerInput")  # unique: nested classes share names
    class Input(serializers.Serializer):
        answer = serializers.CharField(max_length=2000)

    @extend_schema_serializer(component_name="QuestionAnswerOutput")  # unique: nested classes share names
    class Output(serializers.Serializer):
        status = serializers.CharField()
        event_id = serializers.CharField()

    @extend_schema(operation_id="questions_answer", request=Input, responses={202: Output, **ERRORS})
    def post(self, request: Request, question_id: int) -> Response:
        question = question_for_tenant(bot_key(request).tenant, question_id)
        if question is None:
            raise NotFound("No such question.")
        data = self.Input(data=request.data)
        data.is_valid(raise_exception=True)
        event_id = questions.question_answer(
            question=question,
            answer=data.validated_data["answer"],
            actor=bot_key(request),
            ip_address=request_ip(request),
        )
        return Response({"status": "answered", "event_id": event_id}, status=status.HTTP_202_ACCEPTED)
