import { MantineProvider } from '@mantine/core'
import { notifications, notificationsStore } from '@mantine/notifications'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { NotificationsHost } from './notifications-host'

describe('notifications host', () => {
  // Unmount first, then empty the store: a container still mounted would animate the notices out
  // on timers that fire after the test file's window is gone.
  afterEach(() => {
    cleanup()
    notifications.clean()
  })

  it('shows nothing until a notice comes, then loads the container and shows it at the top centre', async () => {
    render(
      <MantineProvider>
        <NotificationsHost />
      </MantineProvider>,
    )
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull()
    act(() => {
      notifications.show({ title: 'Saved', message: 'The order was shipped' })
    })
    expect(await screen.findByText('The order was shipped')).toBeTruthy()
    expect(document.querySelector('.mantine-Notifications-root[data-position="top-center"]')).not.toBeNull()
    expect(notificationsStore.getState()).toMatchObject({ defaultPosition: 'top-center', limit: 4 })
  })

  it('keeps notices shown before the container loaded, at most four at once', async () => {
    act(() => {
      for (const n of [1, 2, 3, 4, 5]) notifications.show({ message: `Notice ${n}` })
    })
    render(
      <MantineProvider>
        <NotificationsHost />
      </MantineProvider>,
    )
    expect(await screen.findByText('Notice 4')).toBeTruthy()
    expect(screen.queryByText('Notice 5')).toBeNull()
    expect(notificationsStore.getState().queue).toHaveLength(1)
  })
})
