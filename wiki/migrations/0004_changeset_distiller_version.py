from django.db import migrations, models


def written_by_version_one(apps, schema_editor):
    """Every changeset written so far came from version 1 of its distiller (versions start here)."""
    Changeset = apps.get_model("wiki", "Changeset")
    Changeset.objects.exclude(distiller="").update(distiller_version=1)


class Migration(migrations.Migration):
    dependencies = [
        ("wiki", "0003_llm"),
    ]

    operations = [
        migrations.AddField(
            model_name="changeset",
            name="distiller_version",
            field=models.PositiveIntegerField(blank=True, null=True),
        ),
        migrations.RunPython(written_by_version_one, migrations.RunPython.noop, elidable=False),
    ]
