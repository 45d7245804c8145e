import { Typography } from 'antd';
import { Fragment } from 'react';

/** Prose naming command-line flags (`--merge`): each flag set as code that never breaks between its hyphens. */
export function CommandFlagsText({ text }: { text: string }) {
  return (
    <>
      {text.split(/(--[a-z][a-z-]*)/).map((part, index) =>
        index % 2 === 1 ? (
          <Typography.Text key={index} code style={{ whiteSpace: 'nowrap' }}>{part}</Typography.Text>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
