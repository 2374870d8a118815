import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from './limits';
import { uploadProblem } from './upload-check';

describe('client-side upload check', () => {
  it.each([
    ['a.pdf', 'application/pdf'],
    ['a.JPG', 'image/jpeg'],
    ['a.jpeg', 'image/jpeg'],
    ['a.png', 'image/png'],
    ['a.tif', 'image/tiff'],
    ['a.tiff', ''],
  ])('accepts %s (%s)', (name, type) => expect(uploadProblem({ name, type, size: 1000 })).toBeNull());

  it.each([
    ['a.gif', 'image/gif'],
    ['a.exe', 'application/x-msdownload'],
    ['notes.txt', 'text/plain'],
    ['report', 'application/pdf'],
    ['a.pdf', 'text/plain'],
  ])('refuses %s (%s) as Invalid File Type', (name, type) =>
    expect(uploadProblem({ name, type, size: 1000 })).toEqual({
      title: 'Invalid File Type',
      message: UPLOAD_MESSAGES.invalidType,
    }),
  );

  it('refuses more than 10 MB as File Too Large', () => {
    expect(uploadProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 })).toBeNull();
    expect(uploadProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 + 1 })).toEqual({
      title: 'File Too Large',
      message: 'Please upload files smaller than 10MB.',
    });
  });
});
