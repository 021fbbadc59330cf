import type { PlanInfo } from '@storyloom/domain';
import { api } from '../../api/client';

/** SPEC §7 "Plan" calls (docs/api.md, "Plans"). */
export interface PlanView extends PlanInfo {
  Kind: string;
  IsManager: boolean;
  Role: string;
}

export interface PlanPerson {
  Uid: string;
  UserName: string;
  Name: string;
  Email: string;
  Role: string;
  JoinTime: string;
  /** The manager's own label (decision 036); empty for anyone else. */
  Label?: string;
}

export interface PlanInvitation {
  InviteId: string;
  Email: string;
  Role: string;
  CreateTime: string;
  ExpireTime: string;
}

export interface PlanClass {
  OpenId: string;
  Name: string;
  Grade: string;
  Teacher: string;
  StudentCount: number;
  CreateTime: string;
}

export const planKeys = {
  classes: (openId: string) => ['plan', openId, 'classes'] as const,
  students: (openId: string) => ['plan', openId, 'students'] as const,
  teachers: (openId: string) => ['plan', openId, 'teachers'] as const,
  info: (openId: string) => ['plan', openId, 'info'] as const,
  members: (openId: string) => ['plan', openId, 'members'] as const,
  invitations: (openId: string) => ['plan', openId, 'invitations'] as const,
  plan: (openId: string) => ['plan', openId] as const,
};

export const plansApi = {
  info: (OpenId: string) => api.post<PlanView>('/api/Plan/GetPlanInfo', { OpenId }),
  members: (OpenId: string) => api.post<PlanPerson[]>('/api/Plan/GetPlanMember', { OpenId }),
  invitations: (OpenId: string) =>
    api.post<PlanInvitation[]>('/api/Plan/GetInvitation', { OpenId }),
  invite: (OpenId: string, Email: string) =>
    api.post<PlanInvitation>('/api/Plan/Invite', { OpenId, Email }),
  resend: (OpenId: string, InviteId: string) =>
    api.post<PlanInvitation>('/api/Plan/ResendInvite', { OpenId, InviteId }),
  deleteInvite: (OpenId: string, InviteId: string) =>
    api.post<null>('/api/Plan/DeleteInvite', { OpenId, InviteId }),
  removeMember: (OpenId: string, Uid: string) =>
    api.post<null>('/api/Plan/DeletePlanMember', { OpenId, Uid }),
  classes: (OpenId: string) => api.post<PlanClass[]>('/api/Plan/GetPlanClass', { OpenId }),
  dismissClass: (OpenId: string, ClassId: string) =>
    api.post<null>('/api/Plan/DismissPlanClass', { OpenId, ClassId }),
  students: (OpenId: string) => api.post<PlanPerson[]>('/api/Plan/GetPlanStudent', { OpenId }),
  removeStudent: (OpenId: string, Uid: string) =>
    api.post<null>('/api/Plan/DeletePlanStudent', { OpenId, Uid }),
  teachers: (OpenId: string) => api.post<PlanPerson[]>('/api/Plan/GetPlanTeacher', { OpenId }),
  addTeacher: (OpenId: string, Email: string) =>
    api.post<PlanInvitation>('/api/Plan/AddTeacher', { OpenId, Email }),
  removeTeacher: (OpenId: string, Uid: string) =>
    api.post<null>('/api/Plan/DeletePlanTeacher', { OpenId, Uid }),
  saveTeacherLabel: (OpenId: string, Uid: string, Label: string) =>
    api.post<PlanPerson>('/api/Plan/SavePlanTeacher', { OpenId, Uid, Label }),
  saveMemberLabel: (OpenId: string, Uid: string, Label: string) =>
    api.post<PlanPerson>('/api/Plan/SavePlanMember', { OpenId, Uid, Label }),
  leave: (OpenId: string) => api.post<null>('/api/Plan/LeavePlan', { OpenId }),
  accept: (Code: string) =>
    api.post<{ OpenId: string; Kind: string }>('/api/Plan/AddMember', { Code }),
  startTrial: (Kind: 'individual' | 'family') =>
    api.post<{ OpenId: string }>('/api/Plan/StartFreeTrial', { Kind }),
};
