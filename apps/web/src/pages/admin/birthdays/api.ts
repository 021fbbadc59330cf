/** The staff's birthday-change calls (docs/api.md "Accounts", decision 021). */
import { api } from '../../../api/client';

/** A birthday change waiting for a decision (the parent's link, or staff when none is on file). */
export interface BirthdayChange {
  ChangeId: string;
  UserName: string;
  OldBirthday: string | null;
  NewBirthday: string;
  /** 'parent': the parent was emailed a link (staff may still decide); 'staff': only staff can. */
  Confirmer: string;
  CreatedAt: string;
}

export const birthdayChangeKeys = {
  list: ['staff', 'birthday-changes'] as const,
};

export const birthdayChangesApi = {
  async list(signal?: AbortSignal) {
    return (
      await api.post<{ Changes: BirthdayChange[] }>('/api/Admin/BirthdayChanges', undefined, {
        signal,
      })
    ).Changes;
  },
  decide(changeId: string, accept: boolean) {
    return api.post<{ ChildUserName: string; State: 'confirmed' | 'refused' }>(
      '/api/Admin/DecideBirthdayChange',
      { ChangeId: changeId, Accept: accept ? 'true' : 'false' },
    );
  },
};
