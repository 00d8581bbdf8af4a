import { Text } from '@react-email/components'
import { Fragment } from 'react'

import { styles } from './Layout'

/**
 * The groomer's own wording (plain text): a paragraph per blank-line-separated block, a line break
 * per single newline. React escapes the text, so what the groomer typed never becomes HTML.
 */
export function TemplateText({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <Text key={index} style={styles.text}>
          {paragraph.split('\n').map((line, lineIndex) => (
            <Fragment key={lineIndex}>
              {lineIndex > 0 ? <br /> : null}
              {line}
            </Fragment>
          ))}
        </Text>
      ))}
    </>
  )
}
