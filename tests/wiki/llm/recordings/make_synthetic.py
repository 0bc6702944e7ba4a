"""Regenerate the SYNTHETIC recordings in this folder (see README.md here).

    .venv/bin/python tests/wiki/llm/recordings/make_synthetic.py

Runs the same recorder as `manage.py llm_check --record` (wiki/llm/recording.py), but against the
local fake API (tests/wiki/llm/fake_api.py) answering with the hand-crafted answers of
tests/wiki/llm/synthetic.py — so the requests are exactly what the code sends today and the answers
are written for them. No network, no key, no model: every file says `"synthetic": true`. Re-run it
after a change to the prompt, the tool or the scenario, and commit the result.
"""

import os
import shutil
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[3]
NOTE = (
    "SYNTHETIC — hand-crafted answers (tests/wiki/llm/synthetic.py) served by the local fake API; no "
    "model produced them. For replay tests only: never a measure of a model."
)


def main() -> None:
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "coda_console.settings")
    os.environ.setdefault("DEBUG", "1")
    os.environ["CODA_DATA_DIR"] = tempfile.mkdtemp(prefix="coda-synthetic-")
    os.environ.setdefault("LOG_LEVEL", "WARNING")
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)
    from tests.wiki.llm import synthetic
    from tests.wiki.llm.fake_api import API_KEY, FakeAnthropic
    from wiki.llm.recording import record_day

    recordings = {
        "synthetic-good-night": [synthetic.good_night],
        "synthetic-retry-after-violation": synthetic.slip_then_fix(),
    }
    for name, script in recordings.items():
        server = FakeAnthropic().start()
        os.environ["ANTHROPIC_BASE_URL"], os.environ["ANTHROPIC_API_KEY"] = server.url, API_KEY
        try:
            server.script = list(script)
            shutil.rmtree(HERE / name, ignore_errors=True)
            recording = record_day(HERE / name, synthetic=True, note=NOTE)
        finally:
            server.stop()
        print(f"{name}: {len(recording.files) - 1} exchange(s), run {recording.outcome['run_status']}")


if __name__ == "__main__":
    main()
