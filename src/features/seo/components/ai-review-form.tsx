// Reviewing a draft before it is applied: every text editable, the title and search terms checked
// against the channel as the seller types; apply writes them to the goods, discard keeps them only
// in the history.
import { useLingui } from '@lingui/react/macro'
import { Badge, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { useEffect, useState } from 'react'
import type { AiContentRow } from '../../../contract/ai-content'
import { checkSearchTerms, checkTitle } from '../../../contract/channel-text-check'
import { errorMessage } from '../../../lib/error-message'
import { notifySuccess } from '../../../lib/notify'
import { useApplyDraft, useDiscardDraft } from '../api/ai'

export function AiReviewForm({
  draft,
  canEdit,
  onChanged,
}: {
  draft: AiContentRow
  canEdit: boolean
  /** The row as the server answered after apply or discard. */
  onChanged: (row: AiContentRow) => void
}) {
  const { t } = useLingui()
  const apply = useApplyDraft()
  const discard = useDiscardDraft()
  const [title, setTitle] = useState(draft.texts.title)
  const [bullets, setBullets] = useState(draft.texts.bullets.join('\n'))
  const [description, setDescription] = useState(draft.texts.description)
  const [terms, setTerms] = useState(draft.texts.searchTerms)
  const [key, setKey] = useState(() => crypto.randomUUID())
  useEffect(() => {
    setTitle(draft.texts.title)
    setBullets(draft.texts.bullets.join('\n'))
    setDescription(draft.texts.description)
    setTerms(draft.texts.searchTerms)
    setKey(crypto.randomUUID())
  }, [draft])
  const titleCheck = checkTitle(title, draft.channel)
  const termsCheck = checkSearchTerms(terms, draft.channel)
  const editable = canEdit && draft.status === 'draft'
  const texts = {
    title: title.trim(),
    bullets: bullets
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .slice(0, 5),
    description: description.trim(),
    searchTerms: terms.trim(),
  }
  const failure = apply.error ?? discard.error
  return (
    <Stack gap="sm" data-testid="ai-review">
      <Group gap="xs">
        <Badge variant="light">{draft.provider === 'builtin' ? t`Built-in writer` : draft.model}</Badge>
        <Badge
          variant="light"
          color={draft.status === 'applied' ? 'green' : draft.status === 'discarded' ? 'gray' : 'orange'}
        >
          {draft.status === 'applied'
            ? t`Applied`
            : draft.status === 'discarded'
              ? t`Discarded`
              : t`Draft — not applied yet`}
        </Badge>
      </Group>
      <TextInput
        label={t`Title`}
        value={title}
        readOnly={!editable}
        onChange={(event) => setTitle(event.currentTarget.value)}
        description={`${titleCheck.length} / ${titleCheck.max}`}
        error={
          titleCheck.tooLong
            ? t`Over the channel limit`
            : titleCheck.forbidden.length
              ? t`Forbidden on this channel: ${titleCheck.forbidden.join(', ')}`
              : undefined
        }
      />
      <Textarea
        label={t`Bullet points (one per line, at most 5)`}
        autosize
        minRows={3}
        value={bullets}
        readOnly={!editable}
        onChange={(e) => setBullets(e.currentTarget.value)}
      />
      <Textarea
        label={t`Description`}
        autosize
        minRows={3}
        maxRows={10}
        value={description}
        readOnly={!editable}
        onChange={(e) => setDescription(e.currentTarget.value)}
      />
      <TextInput
        label={t`Search terms`}
        value={terms}
        readOnly={!editable}
        onChange={(event) => setTerms(event.currentTarget.value)}
        description={`${termsCheck.length} / ${termsCheck.max}${termsCheck.unit === 'byte' ? ' bytes' : ''}`}
        error={termsCheck.tooLong ? t`Over the channel limit` : undefined}
      />
      {failure && (
        <Text c="red" size="sm">
          {errorMessage(failure)}
        </Text>
      )}
      {editable && (
        <Group justify="flex-end">
          <Button
            variant="default"
            loading={discard.isPending}
            onClick={() =>
              discard.mutate(
                { id: draft.id, version: draft.version, key },
                {
                  onSuccess: (row) => {
                    notifySuccess(t`Draft discarded`)
                    onChanged(row)
                  },
                },
              )
            }
          >
            {t`Discard`}
          </Button>
          <Button
            loading={apply.isPending}
            disabled={!titleCheck.ok || termsCheck.tooLong || !texts.description}
            onClick={() =>
              apply.mutate(
                { id: draft.id, version: draft.version, texts, key },
                {
                  onSuccess: (row) => {
                    notifySuccess(t`Texts applied to the goods`)
                    onChanged(row)
                  },
                },
              )
            }
          >
            {t`Apply to goods`}
          </Button>
        </Group>
      )}
    </Stack>
  )
}
