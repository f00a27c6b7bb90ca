// The product mark and name; the mark follows the chosen theme colour.
import { useLingui } from '@lingui/react'
import { productTitle } from '../../lib/host-page'
import { AppLink } from './app-link'
import classes from './layout.module.css'

export function LogoMark({ size = 30 }: { size?: number }) {
  return (
    <svg className={classes.logoMark} width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="var(--mantine-primary-color-filled)" />
      <path d="M32 12 50 22v20L32 52 14 42V22z" fill="none" stroke="#fff" strokeWidth="4" strokeLinejoin="round" />
      <path d="M14 22l18 10 18-10M32 32v20" fill="none" stroke="#fff" strokeWidth="4" strokeLinejoin="round" />
      <circle cx="41" cy="17" r="4" fill="#fff" opacity="0.75" />
    </svg>
  )
}

interface LogoProps {
  /** Show the product name next to the mark. */
  withText?: boolean
}

export function Logo({ withText = true }: LogoProps) {
  const { i18n } = useLingui()
  const title = productTitle(i18n.locale)
  return (
    <AppLink to="/" className={classes.logo} aria-label={title}>
      <LogoMark />
      {withText ? <span className={classes.logoText}>{title}</span> : null}
    </AppLink>
  )
}
