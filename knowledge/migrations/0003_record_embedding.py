import django.db.models.deletion
from django.db import migrations, models


def embed_existing(apps, schema_editor):
    """Vectors for the records written before vectors existed (docs/knowledge.md "Changing the
    model"): the same text and weighting as knowledge.vectors, with the configured model."""
    from coda_console import ranking
    from knowledge import text

    if not ranking.enabled():
        return
    record_model = apps.get_model("knowledge", "Record")
    embedding_model = apps.get_model("knowledge", "RecordEmbedding")
    version = ranking.model_version()
    records = list(record_model.objects.order_by("pk").only("pk", "domain_id", "key", "title", "body"))
    for start in range(0, len(records), 500):
        batch = records[start : start + 500]
        titles = ranking.embed([f"{r.title}. {text.normalise_name(r.key)}" for r in batch])
        bodies = ranking.embed([text.plain_text(r.body)[:1000] for r in batch])
        rows = []
        for record, title, body in zip(batch, titles, bodies, strict=True):
            mixed = 2 * title + body
            norm = float((mixed @ mixed) ** 0.5) or 1.0
            vector = ranking.to_bytes(mixed / norm)
            rows.append(embedding_model(record_id=record.pk, domain_id=record.domain_id, model=version, vector=vector))
        embedding_model.objects.bulk_create(rows)


class Migration(migrations.Migration):

    dependencies = [
        ('knowledge', '0002_search_index'),
    ]

    operations = [
        migrations.CreateModel(
            name='RecordEmbedding',
            fields=[
                ('record', models.OneToOneField(on_delete=django.db.models.deletion.CASCADE, primary_key=True, related_name='embedding', serialize=False, to='knowledge.record')),
                ('model', models.CharField(max_length=80)),
                ('vector', models.BinaryField(help_text='float32 little-endian, unit length')),
                ('domain', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='+', to='knowledge.domain')),
            ],
            options={
                'indexes': [models.Index(fields=['domain', 'model'], name='knowledge_emb_domain_model')],
            },
        ),
        migrations.RunPython(embed_existing, migrations.RunPython.noop),
    ]
