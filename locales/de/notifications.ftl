## Notifications: reminders, the daily digest, about to lose on time
