// Which writer the server uses, said plainly: the built-in rule-based writer (not an AI model), or
// an OpenAI-compatible endpoint by host and model — flagged when it is the local sandbox — with
// today's usage against the tenant's daily limit.
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Group, Paper, Progress, Stack, Text } from '@mantine/core'
import type { AiProviderInfo } from '../../../contract/ai-content'

export function AiProviderCard({ info }: { info: AiProviderInfo | undefined }) {
  const { t } = useLingui()
  if (!info) return null
  return (
    <Paper withBorder p="sm" radius="sm" data-testid="ai-provider">
      {info.provider === 'builtin' ? (
        <Stack gap={4}>
          <Group gap="xs">
            <Badge color="gray">{t`Built-in writer`}</Badge>
            <Text size="sm" fw={600}>
              <Trans>Rule-based writer, not an AI model</Trans>
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            <Trans>
              No AI endpoint is set on the server (AI_BASE_URL, AI_API_KEY, AI_MODEL), so texts are composed by fixed
              rules from the product model, the design, its colours and material and your keywords. It has no daily
              limit.
            </Trans>
          </Text>
        </Stack>
      ) : (
        <Stack gap={6}>
          <Group gap="xs">
            <Badge color={info.sandbox ? 'orange' : 'blue'}>
              {info.sandbox ? t`Sandbox endpoint` : t`AI endpoint`}
            </Badge>
            <Text size="sm" fw={600}>
              {info.model} · {info.endpointHost}
            </Text>
          </Group>
          {info.sandbox && (
            <Text size="xs" c="orange">
              <Trans>
                This is the local sandbox (AI_SANDBOX=on): it answers in fixed sentences and is not a real model.
              </Trans>
            </Text>
          )}
          <Group gap="xs" wrap="nowrap">
            <Progress flex={1} value={(100 * info.usedToday) / info.dailyLimit} aria-label={t`AI usage today`} />
            <Text size="xs" c="dimmed" data-testid="ai-usage">
              {t`${info.usedToday} / ${info.dailyLimit} requests today · ${info.tokensToday} tokens`}
            </Text>
          </Group>
        </Stack>
      )}
    </Paper>
  )
}
