// Keeps dayjs (what Mantine's date pickers format with) in the app's language. Imported by
// components/dates, where every date input comes from, rather than by i18n.ts: dayjs and its
// zh-cn locale are not needed to paint the first screen (DESIGN.md §9).
import { i18n } from '@lingui/core'
import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'

const follow = () => void dayjs.locale(i18n.locale === 'zh-cn' ? 'zh-cn' : 'en')
follow()
i18n.on('change', follow)
