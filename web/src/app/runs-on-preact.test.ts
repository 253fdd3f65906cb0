import * as compat from 'preact/compat';
import * as React from 'react';
import { expect, it } from 'vitest';

it('runs on preact/compat, as the built app does (decision 027)', () => {
  expect(React.useState).toBe(compat.useState);
});
