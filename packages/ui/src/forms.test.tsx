// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TextField } from './fields';
import { ConfirmDelete, SchemaFormDialog } from './forms';

const schema = z.object({ name: z.string().trim().min(1).max(10), email: z.email() });

function Person({
  onSubmit,
  onClose = () => {},
}: {
  onSubmit: (v: z.output<typeof schema>) => Promise<unknown>;
  onClose?: () => void;
}) {
  return (
    <SchemaFormDialog
      title="Person"
      schema={schema}
      initial={{ name: '', email: '' }}
      onSubmit={onSubmit}
      onClose={onClose}
      locale="en"
      describe={(e) => `Refused: ${(e as { code?: string }).code}`}
    >
      {(form) => (
        <>
          <TextField label="Name" {...form.field('name')} />
          <TextField label="E-mail" {...form.field('email')} />
        </>
      )}
    </SchemaFormDialog>
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save', hidden: true }));

afterEach(cleanup);

describe('SchemaFormDialog', () => {
  it('shows the schema’s issues at their fields, marks them invalid, focuses the first, and does not save', async () => {
    const submit = vi.fn(async () => {});
    render(<Person onSubmit={submit} />);
    type('E-mail', 'not-an-address');
    save();
    await screen.findByText('Required.');
    expect(screen.getByText('Not a valid e-mail address.')).toBeTruthy();
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(submit).not.toHaveBeenCalled();
  });

  it('saves the parsed values, busy while saving', async () => {
    let finish: () => void = () => {};
    const submit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Person onSubmit={submit} />);
    type('Name', '  Ada  ');
    type('E-mail', 'ada@example.com');
    save();
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.com' }));
    expect(screen.getByRole('button', { name: 'Save', hidden: true }).hasAttribute('disabled')).toBe(true);
    finish();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save', hidden: true }).hasAttribute('disabled')).toBe(false),
    );
  });

  it('puts the fields a server’s problem+json refuses at those fields, in the reader’s words', async () => {
    const refused = {
      status: 400,
      code: 'validation_failed',
      problem: { errors: [{ path: 'body.name', message: 'too long', reason: 'too_long', limit: 3 }] },
    };
    render(<Person onSubmit={() => Promise.reject(refused)} />);
    type('Name', 'Adalbert');
    type('E-mail', 'a@example.com');
    save();
    expect(await screen.findByText('At most 3 characters.')).toBeTruthy();
    expect(screen.queryByText(/Refused/)).toBeNull();
  });

  it('says a failure that names no field below the form, in the caller’s words', async () => {
    render(<Person onSubmit={() => Promise.reject({ status: 409, code: 'conflict' })} />);
    type('Name', 'Ada');
    type('E-mail', 'a@example.com');
    save();
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toBe('Refused: conflict');
  });

  it('cancel closes without saving', () => {
    const close = vi.fn();
    const submit = vi.fn(async () => {});
    render(<Person onSubmit={submit} onClose={close} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel', hidden: true }));
    expect(close).toHaveBeenCalledOnce();
    expect(submit).not.toHaveBeenCalled();
  });
});

describe('ConfirmDelete', () => {
  it('names what is deleted in the kit’s language and confirms', () => {
    const confirm = vi.fn();
    render(<ConfirmDelete what="Kantine" open locale="it" onConfirm={confirm} onCancel={() => {}} />);
    expect(screen.getByText('Eliminare davvero «Kantine»?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Elimina', hidden: true }));
    expect(confirm).toHaveBeenCalledOnce();
  });
});
