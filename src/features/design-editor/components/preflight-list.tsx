// The preflight as a list: every issue of the design, errors first; choosing one shows its side
// and selects its element.
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Stack, Text, UnstyledButton } from '@mantine/core'
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react'
import type { PreflightIssue } from '../../../contract/design-preflight'
import { useIssueText } from './issue-text'

export function PreflightList({
  issues,
  sideName,
  onPick,
}: {
  issues: PreflightIssue[]
  sideName: (sideId: string) => string
  onPick: (issue: PreflightIssue) => void
}) {
  const { t } = useLingui()
  const { sentence } = useIssueText()
  if (issues.length === 0)
    return (
      <Alert color="teal" icon={<IconCircleCheck size={18} />} p="xs" data-testid="preflight-ok">
        <Trans>Ready to print: no problems found.</Trans>
      </Alert>
    )
  const sorted = [...issues].sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1))
  return (
    <Stack gap={6} role="list" aria-label={t`Print check`} data-testid="preflight-list">
      {sorted.map((issue, index) => (
        <UnstyledButton
          key={`${issue.code}-${issue.sideId}-${issue.elementId ?? index}`}
          role="listitem"
          onClick={() => onPick(issue)}
        >
          <Alert
            p="xs"
            color={issue.severity === 'error' ? 'red' : 'orange'}
            icon={issue.severity === 'error' ? <IconCircleX size={18} /> : <IconAlertTriangle size={18} />}
          >
            <Text size="xs" fw={600}>
              {sideName(issue.sideId)}
            </Text>
            <Text size="sm">{sentence(issue)}</Text>
          </Alert>
        </UnstyledButton>
      ))}
    </Stack>
  )
}
