import io

import pytest
from django.core.management import CommandError, call_command
from django_q.models import Schedule

from memory.models import Fact
from tests.memory.helpers import observe, ok

pytestmark = pytest.mark.django_db


def run(*args):
    out = io.StringIO()
    call_command("memory_consolidate", *args, stdout=out)
    return out.getvalue()


def test_consolidates_one_client(client_a):
    observe(client_a, ok("log_meal", session="s1"))
    output = run("--client", "marta-7f3a", "--tenant", "nata-coaching")
    assert "nata-coaching/marta-7f3a: observations_read 1, facts_created 1" in output
    assert Fact.objects.filter(client=client_a).count() == 1


def test_pending_only_touches_clients_with_new_observations(client_a, other_client):
    observe(client_a, ok("log_meal", session="s1"))
    output = run("--pending")
    assert "marta-7f3a" in output and "ivan-0c11" not in output


def test_unknown_client_is_an_error(tenant):
    with pytest.raises(CommandError, match="No such client"):
        run("--client", "nobody")


def test_installs_the_catch_up_schedule_once(db):
    run("--ensure-schedule")
    run("--ensure-schedule")
    assert Schedule.objects.filter(func="memory.tasks.catch_up").count() == 1
