import { type FormEvent, useCallback, useEffect, useState } from 'react';
import {
	answerInvitation,
	getMembers,
	getMyOrganisations,
	type Invitation,
	inviteMember,
	leaveOrganisation,
	type Members,
	type MyOrganisation,
	removeMember,
	withdrawInvitation,
} from '../../lib/api/organisations';
import type { Device } from '../../lib/device';
import { organisationPage } from '../../lib/routes';
import NewOrganisation from './NewOrganisation';
import './organisations-tab.css';

interface Props {
	device: Device;
}

/** 我的单位: the person's organisations, their members and invitations, and a new one. */
export default function OrganisationsTab({ device }: Props) {
	const [mine, setMine] = useState<MyOrganisation[] | null>(null);
	const [invitations, setInvitations] = useState<Invitation[]>([]);
	const [open, setOpen] = useState<number | null>(null);

	const load = useCallback(() => {
		getMyOrganisations()
			.then((loaded) => {
				setMine(loaded.list);
				setInvitations(loaded.invitations);
			})
			.catch(() => undefined);
	}, []);
	useEffect(load, [load]);

	const answer = async (id: number, accept: boolean) => {
		await answerInvitation(id, accept).catch(() => undefined);
		load();
	};

	return (
		<div className={`uc-orgs uc-orgs-${device}`}>
			{invitations.length > 0 && (
				<section className="uc-orgs-invitations" aria-label="单位邀请">
					<h3>待处理的邀请</h3>
					{invitations.map((invitation) => (
						<div className="uc-orgs-invitation" key={invitation.id}>
							<span>
								<strong>{invitation.organisation.name}</strong> 邀请您成为
								{invitation.role_name}
							</span>
							<span className="uc-orgs-actions">
								<button
									type="button"
									className="uc-orgs-primary"
									onClick={() => answer(invitation.id, true)}
								>
									接受
								</button>
								<button type="button" onClick={() => answer(invitation.id, false)}>
									拒绝
								</button>
							</span>
						</div>
					))}
				</section>
			)}
			{mine === null ? (
				<p className="uc-orgs-muted">正在加载…</p>
			) : mine.length === 0 ? (
				<p className="uc-orgs-muted">
					您还没有加入单位。创建一个单位，或请单位负责人用您的手机号邀请您。
				</p>
			) : (
				<ul className="uc-orgs-list">
					{mine.map((organisation) => (
						<li key={organisation.id} className="uc-orgs-item">
							<div className="uc-orgs-head">
								<a href={organisationPage(organisation.id, device)} className="uc-orgs-name">
									{organisation.name}
								</a>
								<span className="uc-orgs-tag">{organisation.type_name}</span>
								<span className="uc-orgs-tag">{organisation.role_name}</span>
								<span className="uc-orgs-muted">{organisation.member_count} 位成员</span>
								<button
									type="button"
									className="uc-orgs-toggle"
									aria-expanded={open === organisation.id}
									onClick={() => setOpen(open === organisation.id ? null : organisation.id)}
								>
									{open === organisation.id ? '收起' : '成员'}
								</button>
							</div>
							{open === organisation.id && (
								<MembersPanel organisation={organisation} onChanged={load} />
							)}
						</li>
					))}
				</ul>
			)}
			<NewOrganisation onCreated={load} />
		</div>
	);
}

function MembersPanel({
	organisation,
	onChanged,
}: {
	organisation: MyOrganisation;
	onChanged: () => void;
}) {
	const [members, setMembers] = useState<Members | null>(null);
	const [mobile, setMobile] = useState('');
	const [role, setRole] = useState<'member' | 'owner'>('member');
	const isOwner = organisation.role === 'owner';
	const load = useCallback(() => {
		getMembers(organisation.id)
			.then(setMembers)
			.catch(() => undefined);
	}, [organisation.id]);
	useEffect(load, [load]);

	const invite = async (event: FormEvent) => {
		event.preventDefault();
		try {
			await inviteMember(organisation.id, mobile.trim(), role);
			setMobile('');
			load();
		} catch {
			// The request's toast names the problem.
		}
	};
	const remove = async (userId: number) => {
		await removeMember(organisation.id, userId).catch(() => undefined);
		load();
		onChanged();
	};
	const withdraw = async (invitationId: number) => {
		await withdrawInvitation(invitationId).catch(() => undefined);
		load();
	};
	const leave = async () => {
		await leaveOrganisation(organisation.id)
			.then(onChanged)
			.catch(() => undefined);
	};

	return (
		<div className="uc-orgs-members">
			<ul>
				{members?.list.map((member) => (
					<li key={member.user_id}>
						<span>
							{member.name}（{member.mobile}）· {member.role_name}
							{member.is_me && ' · 我'}
						</span>
						{isOwner && !member.is_me && (
							<button type="button" onClick={() => remove(member.user_id)}>
								移除
							</button>
						)}
					</li>
				))}
				{members?.invitations.map((invitation) => (
					<li key={`i${invitation.id}`} className="uc-orgs-muted">
						<span>
							{invitation.mobile} · 已邀请为{invitation.role_name}，待对方接受
						</span>
						{isOwner && (
							<button type="button" onClick={() => withdraw(invitation.id)}>
								撤回
							</button>
						)}
					</li>
				))}
			</ul>
			{isOwner && (
				<form className="uc-orgs-form" onSubmit={invite}>
					<label>
						手机号
						<input
							inputMode="numeric"
							value={mobile}
							onChange={(event) => setMobile(event.target.value)}
							placeholder="被邀请人的手机号"
						/>
					</label>
					<label>
						角色
						<select
							value={role}
							onChange={(event) => setRole(event.target.value as 'member' | 'owner')}
						>
							<option value="member">成员</option>
							<option value="owner">负责人</option>
						</select>
					</label>
					<button type="submit" className="uc-orgs-primary">
						邀请
					</button>
				</form>
			)}
			<button type="button" className="uc-orgs-leave" onClick={leave}>
				退出该单位
			</button>
		</div>
	);
}
