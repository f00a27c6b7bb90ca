// The button every error page offers: back to the dashboard route (the landing rules take it from
// there). Through the console's router where there is one (src/main.tsx provides its button,
// src/app/router-home-button.tsx); the design tools' page has none, and there it loads the console.
import { Trans } from '@lingui/react/macro'
import { Button, type ButtonProps } from '@mantine/core'
import { IconHome } from '@tabler/icons-react'
import { type ComponentType, createContext, useContext } from 'react'

export const HOME_PATH = '/dashboard/workplace'

/** What the button shows, however it gets there. */
export const HOME_BUTTON: ButtonProps = {
  leftSection: <IconHome size={16} />,
  children: <Trans>Back to home</Trans>,
}

function DocumentHomeButton() {
  return <Button component="a" href={`/dis${HOME_PATH}`} {...HOME_BUTTON} />
}

/** The button drawn: a plain link unless a router provides its own. */
export const HomeButtonContext = createContext<ComponentType>(DocumentHomeButton)

export function BackHomeButton() {
  const HomeButton = useContext(HomeButtonContext)
  return <HomeButton />
}
