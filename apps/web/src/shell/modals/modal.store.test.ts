import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeModal, type OpenModal, openModal, useOpenModal } from './modal.store.ts';

describe('openModal', () => {
  afterEach(() => {
    act(() => closeModal());
  });

  it('opens a kind with its props, and a kind without props with none', () => {
    const { result } = renderHook(() => useOpenModal());
    act(() => openModal('new_guide', { guideId: 7 }));
    expect(result.current).toEqual<OpenModal>({ kind: 'new_guide', props: { guideId: 7 } });
    act(() => openModal('add_admin'));
    expect(result.current).toEqual<OpenModal>({ kind: 'add_admin', props: {} });
  });

  it('is checked by the compiler: a wrong kind, a missing prop or a wrong one does not build', () => {
    // Never called: the lines below are for `npm run typecheck`, which fails when one of them compiles.
    const misuses = () => {
      // @ts-expect-error: no modal has this kind
      openModal('no_such_modal');
      // @ts-expect-error: the new-guide modal needs the guide's id
      openModal('new_guide');
      // @ts-expect-error: a booking's id is a number
      openModal('cancel_booking', { bookingId: '50' });
      // @ts-expect-error: the staff view of an account needs its role beside its id
      openModal('view_user', { userId: 3 });
      // @ts-expect-error: adding a sub admin takes no props
      openModal('add_admin', { guideId: 7 });
    };
    expect(misuses).toBeTypeOf('function');
  });
});
