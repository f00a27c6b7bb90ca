// The error pages' "Back to home" through the console's router (error-pages/back-home-button.tsx).
import { Button } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { HOME_BUTTON, HOME_PATH } from './error-pages/back-home-button'

export function RouterHomeButton() {
  return <Button component={Link} to={HOME_PATH} {...HOME_BUTTON} />
}
