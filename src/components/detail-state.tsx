// What a detail screen shows before its record is there: not found (a missing id, or another
// tenant's record — the server answers 404), failed with a retry, or loading. Null once loaded.
import { Trans } from '@lingui/react/macro'
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { isApiError } from '../lib/api-error'
import { errorMessage } from '../lib/error-message'

export interface DetailStateLabels {
  notFoundTitle: ReactNode
  notFoundText: ReactNode
  failedTitle: ReactNode
}

export function detailState(
  id: string | undefined,
  query: Pick<UseQueryResult<unknown>, 'data' | 'error' | 'isError' | 'refetch'>,
  labels: DetailStateLabels,
): ReactNode | null {
  if (!id || (isApiError(query.error) && query.error.status === 404)) {
    return (
      <Alert color="yellow" title={labels.notFoundTitle}>
        {labels.notFoundText}
      </Alert>
    )
  }
  if (query.isError && !query.data) {
    return (
      <Alert color="red" title={labels.failedTitle}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(query.error)}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        </Stack>
      </Alert>
    )
  }
  if (!query.data) return <DetailLoading />
  return null
}

export function DetailLoading() {
  return (
    <Center py="xl">
      <Loader size="sm" />
    </Center>
  )
}
